# La mesa de ejemplo del recorrido (python main.py --tour), es

tour_save_name = Domingo en casa de la abuela
tour_house_rule = Scopa de casa
