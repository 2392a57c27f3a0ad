# The tour's sample table (python main.py --tour), en

tour_save_name = Sunday at Nonna's
tour_house_rule = Scopa at home
