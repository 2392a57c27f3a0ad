# La table d'exemple de la visite (python main.py --tour), fr

tour_save_name = Dimanche chez Nonna
tour_house_rule = Scopa maison
