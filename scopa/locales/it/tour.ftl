# La tavola d'esempio del giro (python main.py --tour), it

tour_save_name = Domenica dalla nonna
tour_house_rule = Scopa di casa
